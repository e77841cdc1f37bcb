import { HelpPage } from '../../features/help';
import { FeedbackForm } from '../../features/service';

/** The help centre with customer service's feedback form under its articles. */
export function HelpScreen() {
  return <HelpPage feedback={<FeedbackForm />} />;
}
