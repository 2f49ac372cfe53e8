/**
 * The shapes of the platform's identifiers, each defined here once: as a string for n8n's regex
 * checks in a panel, and as a RegExp for the package's own checks.
 */

/** A numeric ID of 1 to 19 digits (a 64-bit number): posts, users, lists, webhooks, media... */
export const NUMERIC_ID_PATTERN = '^[0-9]{1,19}$';
export const NUMERIC_ID = new RegExp(NUMERIC_ID_PATTERN);

/** Digits only, however many: a typed value meant as a numeric ID, whose length NUMERIC_ID checks. */
export const DIGITS_ONLY = /^[0-9]+$/;

/** A direct-message conversation: a group's number, or the two user IDs of a one-to-one one. */
export const CONVERSATION_ID = /^([0-9]{1,19}-[0-9]{1,19}|[0-9]{15,19})$/;

/** A space's or a broadcast's ID: 1 to 13 letters and digits (the end of its link). */
export const SPACE_ID = /^[a-zA-Z0-9]{1,13}$/;

/** A place's ID (a post's geo tag): 1 to 32 letters and digits. */
export const PLACE_ID = /^[0-9a-zA-Z]{1,32}$/;

/** The file name that ends the address of a file attached to a direct message. */
export const DM_MEDIA_FILE = /^[A-Za-z0-9_.-]{1,200}$/;

/** Ads IDs are short base-36 strings (`18ce54d4x5t`, `8v7jo`). */
export const ADS_ID_PATTERN = '^[0-9a-zA-Z]+$';
export const ADS_ID = new RegExp(ADS_ID_PATTERN);

/** A card's URI: `card://` and the card's ads ID. */
export const CARD_URI = new RegExp(`^card://${ADS_ID_PATTERN.slice(1)}`);

/**
 * A media key: the media type's digits, an underscore, the media ID (`3_1455952740635586573`),
 * as media upload and the media library return it. The first group is the type.
 */
export const MEDIA_KEY_PATTERN = '^([0-9]+)_([0-9]+)$';
export const MEDIA_KEY = new RegExp(MEDIA_KEY_PATTERN);

/** A username as the platform allows it, with or without the @ people write; the group is the name. */
export const USERNAME = /^@?([A-Za-z0-9_]{1,15})$/;

/** A profile link, e.g. https://<site>/<username>: the username is the first path segment. */
export const USER_URL_PATTERN = /^https?:\/\/[^\s/]+\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i;

/** A list's link, e.g. https://<site>/i/lists/<id>. */
export const LIST_URL_PATTERN = /^https?:\/\/[^\s/]+\/i\/lists\/([0-9]{1,19})(?:[/?#].*)?$/i;

/** A post's link, e.g. https://<site>/<username>/status/<id>: the id is the number after status/. */
export const POST_URL_PATTERN =
	/^https?:\/\/[^\s/]+\/(?:[^\s/]+\/)*(?:status|statuses|posts?)\/([0-9]{1,19})(?:[/?#].*)?$/i;
