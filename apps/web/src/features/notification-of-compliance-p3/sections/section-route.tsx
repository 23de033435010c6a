import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../shared/routing';
import { NOC_SECTION_PAGES, type NocSectionModule } from './pages';
import { NOC_SECTIONS } from './registry';

/** Section modules already loaded, by address: what the page and its title read once the loader has run. */
const loaded = new Map<string, NocSectionModule>();

/**
 * The route at notification/:section/*: loads the section's module before its page renders; a section
 * without pages, or an unknown address, is not found. Loaded itself when first opened, so the section
 * list is not part of the application's initial JavaScript.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  const path = params.section ?? '';
  if (loaded.has(path)) return null;
  const entry = NOC_SECTIONS.find((section) => section.path === path);
  const load = entry ? NOC_SECTION_PAGES[entry.key] : undefined;
  if (!load) throw data(null, { status: 404 });
  loaded.set(path, await load());
  return null;
}

export function Component() {
  const { section } = useParams();
  const Section = loaded.get(section ?? '')?.Component;
  return Section ? <Section /> : null;
}

export const handle: RouteHandle = {
  title: (params) => loaded.get(params.section ?? '')?.title(params['*'] ?? ''),
};
