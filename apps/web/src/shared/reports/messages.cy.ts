import type { Translation } from '../i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  submitToRegulator: "Cyflwyno i'r rheoleiddiwr",
  // A Welsh noun after a numeral stays singular: "2 adran", "3 adran".
  notReady: { other: "Ni allwch gyflwyno i'r rheoleiddiwr eto: cwblhewch {count} adran." },
  listBelow: "Mae'r rhestr isod yn dangos statws pob adran.",
};

export default cy;
