import type { MatrixCase } from '../matrixCase';
import { accountCases } from './accounts';
import { activitySubscriptionCases } from './activitySubscriptions';
import { adsOtherCases } from './adsOthers';
import { adsPostAndMediaCases } from './adsPostsAndMedia';
import { audienceUserCases } from './audienceUsers';
import { audienceAndInsightCases } from './audiencesAndInsights';
import { cardCases } from './cards';
import { communityNoteCases } from './communityNotes';
import { coreEngagementCases } from './coreEngagement';
import { coreMessagesListsCases } from './coreMessagesLists';
import { coreReferenceFieldCases } from './coreReferenceFields';
import { corePostCases } from './corePosts';
import { coreStreamConnectionMediaTokenCases } from './coreStreamsConnectionsMediaTokens';
import { lineItemCases } from './lineItems';
import { measurementCases } from './measurement';
import { mediaLibraryCases } from './mediaLibrary';
import { pollCardCases } from './pollCards';
import { productCases } from './products';
import { productSetCases } from './productSets';
import { videoConversationCardCases } from './videoConversationCards';
import { webhookCases } from './webhooks';

/** Every case of the bad-input matrix, document by document. */
export const MATRIX: MatrixCase[] = [
	...corePostCases,
	...coreEngagementCases,
	...coreMessagesListsCases,
	...coreReferenceFieldCases,
	...activitySubscriptionCases,
	...webhookCases,
	...communityNoteCases,
	...coreStreamConnectionMediaTokenCases,
	...accountCases,
	...lineItemCases,
	...productCases,
	...productSetCases,
	...mediaLibraryCases,
	...adsPostAndMediaCases,
	...audienceAndInsightCases,
	...audienceUserCases,
	...adsOtherCases,
	...cardCases,
	...pollCardCases,
	...videoConversationCardCases,
	...measurementCases,
];
