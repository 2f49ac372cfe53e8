/**
 * The names of the columns a stats row writes: one naming style, camelCase, for every column.
 *
 * Why camelCase and not the platform's snake_case: the columns a workflow keeps rows by and maps
 * into its tables (rowKey, final, finalAt, spendFinal, startUtc, campaignName, costPerClick, ...)
 * were camelCase from the first version, as the items of n8n's own nodes are, and a workflow's
 * stored rows are keyed on them; the platform's metrics in one word (impressions, clicks,
 * engagements, likes) read the same in both styles. So only the platform's metric names of
 * several words change, by one rule that gives back the platform's name: `card_engagements` is
 * `cardEngagements`, `billed_engagements` `billedEngagements`, `video_views_25` `videoViews25`,
 * a conversion's member `conversion_purchases_post_view` `conversionPurchasesPostView`.
 */
export const columnName = (platformName: string): string =>
	platformName.replace(/_([a-z0-9])/g, (_, first: string) => first.toUpperCase());

/**
 * The rates, in percent as the platform's reports show them (1.9 for 1.9 %), to 2 decimals; the
 * name says the unit, so a table that kept the earlier fractions (clickRate 0.019) cannot take
 * the new values for them. The counts they are made of are in the same row, exact.
 */
export const RATE_COLUMNS = {
	click: 'clickRatePercent',
	engagement: 'engagementRatePercent',
	videoView: 'videoViewRatePercent',
} as const;
