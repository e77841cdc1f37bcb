export { LineValue } from './LineValue';
export { MirrorList } from './MirrorList';
