/** The name of a post: at most this many characters. */
export const POST_NAME_MAX = 80;
