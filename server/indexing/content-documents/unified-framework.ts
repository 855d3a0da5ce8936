// Search documents for the unified framework: acronyms, capability functions and control layers.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { anchorOf } from '../../../src/lib/anchor.ts'
import {
  controlLayers,
  deliverableGroups,
  frameworkAcronyms,
  capabilityFunctions,
  csfFunctions,
  unifiedFrameworkMeta,
  unifiedFrameworkPage,
} from '../../../src/content/unified-framework.ts'
import { paths } from '../../../src/lib/paths.ts'

export function unifiedFrameworkDocuments(): SearchDocument[] {
  const url = paths.unifiedFramework.getHref()
  return [
    {
      id: 'page:/unified-framework',
      title: unifiedFrameworkMeta.title,
      description: unifiedFrameworkMeta.description,
      body: [
        unifiedFrameworkPage.acronyms.description,
        unifiedFrameworkPage.capabilityFunctions.description,
        ...deliverableGroups.map((g) => `${g.title}: ${g.items.join(', ')}`),
      ].join(' '),
      category: 'Unified Framework',
      url,
      keywords: ['framework', 'master framework'],
      priority: PRIORITY.content,
    },
    ...frameworkAcronyms.map((item) => ({
      id: `acronym:${item.acronym.toLowerCase()}`,
      title: `${item.acronym}: ${item.fullName}`,
      description: item.focus,
      body: `${item.fullName} works on the ${item.layer} control layer. ${item.focus}`,
      category: 'Unified Framework',
      url: `${url}#${anchorOf(item.acronym)}`,
      keywords: [item.acronym, item.fullName, item.layer],
      pageTitle: unifiedFrameworkMeta.title,
      priority: PRIORITY.glossary,
    })),
    ...capabilityFunctions.map((fn) => ({
      id: `capability-function:${fn.name.toLowerCase()}`,
      title: `Capability function: ${fn.name}`,
      description: fn.description,
      body: `${fn.activities.join(' ')} NIST CSF 2.0: ${fn.csf.flatMap((m) => m.categories).join(', ')}.`,
      category: 'Unified Framework',
      url: `${url}#${anchorOf(fn.name)}`,
      keywords: ['capability function', fn.name, ...fn.csf.map((m) => csfFunctions[m.function])],
      pageTitle: unifiedFrameworkMeta.title,
      priority: PRIORITY.content,
    })),
    ...controlLayers.map((layer) => ({
      id: `control-layer:${layer.name.toLowerCase()}`,
      title: `${layer.name} control layer`,
      description: layer.description,
      body: layer.technologies.join(', '),
      category: 'Unified Framework',
      url: `${url}#${anchorOf(layer.name)}`,
      keywords: ['control layer', layer.name],
      pageTitle: unifiedFrameworkMeta.title,
      priority: PRIORITY.content,
    })),
  ]
}
