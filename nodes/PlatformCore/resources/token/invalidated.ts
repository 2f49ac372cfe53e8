/** What a token operation returns: that it worked, never the token (the platform echoes it). */
export const INVALIDATED = { invalidated: true } as const;
