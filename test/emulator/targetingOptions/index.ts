export { LOCATIONS, type LocationOption } from './locations';
export { INTEREST_OPTIONS } from './interests';
export * from './otherLists';
