export { MoreLessText } from './MoreLessText';
export { ScrollRegion } from './ScrollRegion';
