import type { VendorService } from '@portal/contracts/vendor-services';

interface OptionNode {
  id: string;
  name: string;
  children: readonly OptionNode[];
}

export interface ServiceChoice {
  value: string;
  title: string;
  disabled?: boolean;
  children: ServiceChoice[];
}

function idsOf(nodes: readonly OptionNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...idsOf(node.children)]);
}

/**
 * The enabled service tree (`POST /Option` `Service_Categories`, in the reader's language) as a choice,
 * plus the services the vendor already has that staff disabled since: offered as they are, so saving
 * keeps them, marked with `disabledMark` (they cannot be chosen anew).
 */
export function serviceChoices(
  tree: readonly OptionNode[],
  held: readonly VendorService[],
  language: 'zh-Hant' | 'en',
  disabledMark: (name: string) => string,
): ServiceChoice[] {
  const choicesOf = (nodes: readonly OptionNode[]): ServiceChoice[] =>
    nodes.map((node) => ({ value: node.id, title: node.name, children: choicesOf(node.children) }));
  const offered = new Set(idsOf(tree));
  const kept = held
    .filter((service) => !offered.has(service.id))
    .map((service) => ({
      value: service.id,
      title: disabledMark(language === 'en' && service.nameEn ? service.nameEn : service.nameZh),
      children: [],
    }));
  return [...choicesOf(tree), ...kept];
}

/** A service's name in the reader's language (English falls back to Chinese when it has none). */
export function serviceName(service: { nameZh: string; nameEn: string }, language: 'zh-Hant' | 'en'): string {
  return language === 'en' && service.nameEn ? service.nameEn : service.nameZh;
}
