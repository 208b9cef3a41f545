export { system } from './theme/system';
