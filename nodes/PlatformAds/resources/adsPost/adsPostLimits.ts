/** Document 3, "Limits": the name of a post. */
export const NAME_MAX = 80;
