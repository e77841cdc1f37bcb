export { PointMallPage } from './PointMallPage';
