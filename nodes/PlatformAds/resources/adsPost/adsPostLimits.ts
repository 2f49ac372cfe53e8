/** The name of a post: at most this many characters. */
export const NAME_MAX = 80;
