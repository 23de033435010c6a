import type { Translation } from '../i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  serviceName: 'Rheoli eich adroddiadau ESOS',
};

export default cy;
