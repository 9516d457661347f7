export { AppWindowFrame } from './AppWindowFrame';
