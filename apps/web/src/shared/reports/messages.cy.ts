import type { Translation } from '../i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  submitToRegulator: "Cyflwyno i'r rheoleiddiwr",
  // A Welsh noun after a numeral stays singular: "2 adran", "3 adran".
  notReady: { other: "Ni allwch gyflwyno i'r rheoleiddiwr eto: cwblhewch {count} adran." },
  listBelow: "Mae'r rhestr isod yn dangos statws pob adran.",
  returnTo: 'Dychwelyd i: {taskName}',
  notSaved: 'Nid oedd modd cadw eich atebion. Rhowch gynnig arall arni.',
  staleTask:
    'Nid oedd modd cadw eich atebion oherwydd bod y {noun} wedi cael ei newid ers i chi ei agor, mewn tab arall neu gan gydweithiwr. Ail-lwythwch y dudalen i weld yr atebion diweddaraf, yna gwnewch eich newid eto.',
};

export default cy;
