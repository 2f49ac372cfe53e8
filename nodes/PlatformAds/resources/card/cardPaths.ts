import { accountPath } from '../../../shared/ads/accountLocator';
import { idSegment } from '../../../shared/ads/adsLocators';
import { CARD_ID_PARAMETER } from '../../shared/cardKinds';

/** The card locator is named as those of poll and video conversation cards. */
export const CARD_PARAMETER = CARD_ID_PARAMETER;
export const card = { parameter: CARD_PARAMETER, field: 'Card' };

/** Routing URL of the account's component cards, or of one of them. */
export const cardsPath = (rest = '') => accountPath(`/cards${rest}`);
export const oneCardPath = () => cardsPath(`/${idSegment(CARD_PARAMETER)}`);

/** The card name: required on create, at most 80 characters. */
export const MAX_CARD_NAME = 80;
