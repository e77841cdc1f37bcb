import DOMPurify from 'dompurify';
import { withUrlRule } from './urlRule';

/** The browser's DOMPurify with the site's URL rule: the chunk `loadSanitiser` fetches. */
export const purifier = withUrlRule(DOMPurify);
