import type { Translation } from '../catalogue';
import type { messages } from './fixture.en';

const cy: Translation<typeof messages> = {
  greeting: 'Helo {name}',
  skip: "Sgipio i'r prif gynnwys",
  reports: {
    zero: '{count} adroddiad',
    one: '{count} adroddiad',
    two: '{count} adroddiad',
    few: '{count} adroddiad',
    many: '{count} adroddiad',
    other: '{count} adroddiad',
  },
};
export default cy;
