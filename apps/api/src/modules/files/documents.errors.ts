import { documentMaxBytes } from '@portal/contracts/vendor-application';
import { AppError } from '../../lib/app-error';

export const documentMaxMb = Math.round(documentMaxBytes / (1024 * 1024));

/** The answer to a document over the limit, wherever the limit is met (the form reader, the service). */
export const documentTooLarge = () => AppError.of('DOCUMENT_TOO_LARGE', { params: { maxMb: documentMaxMb } });
