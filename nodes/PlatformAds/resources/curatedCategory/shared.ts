

export const RESOURCE = 'curatedCategory';
