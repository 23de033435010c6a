// The visible-sections rule is written once, in the package both the server and the web import (ADR 47).
export { sectionRequirements, visibleSections, type SectionRequirement } from '@esos/reporting-rules';
