import type { ErrorExplanation } from '../../shared/routing/policyRouting';

/**
 * Gives one HTTP status of one operation a message that says what it means there (the platform's
 * own 404 body only says "not found"), as the hook's `explainErrors` (policyRouting.ts). The
 * transport already mapped the error; this replaces its first line and puts the platform's words
 * after the explanation. With `code`, only an answer with that ads error code is explained (one
 * status, several causes).
 */
export function explainStatus(status: number, message: string, code?: string): ErrorExplanation {
	return (failed) => {
		if (
			failed.httpCode === String(status) &&
			(code === undefined || failed.errorResponse?.code === code)
		) {
			failed.description = [failed.message, failed.description].filter(Boolean).join(' ');
			failed.message = message;
		}
	};
}
