import { describeResource } from '../../../shared/descriptions/resource';
import { addMetadataOperation } from './addMetadata.operation';
import { addSubtitlesOperation } from './addSubtitles.operation';
import { deleteSubtitlesOperation } from './deleteSubtitles.operation';
import { getOperation } from './get.operation';
import { getAnalyticsOperation } from './getAnalytics.operation';
import { getManyOperation } from './getMany.operation';
import { getUploadStatusOperation } from './getUploadStatus.operation';
import { uploadOperation } from './upload.operation';

export const mediaResource = describeResource('media', 'upload', [
	addMetadataOperation,
	addSubtitlesOperation,
	deleteSubtitlesOperation,
	getOperation,
	getAnalyticsOperation,
	getManyOperation,
	getUploadStatusOperation,
	uploadOperation,
]);
