export { LineValue } from './LineValue';
export { MirrorList } from './MirrorList';
export { ServerSpeedModal } from './ServerSpeedModal';
