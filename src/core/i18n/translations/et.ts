import type { CoreTranslations } from '../core-messages';

export default {} as CoreTranslations;
