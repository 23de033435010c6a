import type { Translation } from '../../shared/i18n/catalogue';
import type { English } from './titles.messages.en';

const cy: Translation<English> = {
  submitTitle: "Cyflwyno i'r rheoleiddiwr",
  sentTitle: "Cynllun gweithredu wedi'i anfon at y rheoleiddiwr",
  errorsTitle: "Mae problemau gyda'ch cynllun gweithredu",
};

export default cy;
