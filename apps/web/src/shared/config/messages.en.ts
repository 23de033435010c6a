import { defineCatalogue } from '../i18n/catalogue';

const en = {
  serviceName: 'Manage your ESOS reporting',
};

export type English = typeof en;
export const configMessages = defineCatalogue(en, () => import('./messages.cy'));
