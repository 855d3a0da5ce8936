// Everything the home page shows, projected from the content modules: its words
// (src/content/home.ts), the cards of the framework and training content, and its icons. This
// module runs at build time only (see scripts/build/build-time-data.ts): the browser gets its
// result as `virtual:home-content`, a few kilobytes of literals, instead of every content
// module and the icon registry it reads. Icons arrive as the registry's SVG markup, so "/" does
// not load the registry (src/components/icon.tsx) for the nine icons it shows.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppIcon } from '../../components/icon.tsx'
import { controlComponents } from '../../content/framework/controls.ts'
import { directoryServices } from '../../content/framework/directory.ts'
import { operationsServices } from '../../content/framework/operations.ts'
import { strategicSections, tacticalSections } from '../../content/framework/sections.ts'
import type { FrameworkEntry } from '../../content/framework/types.ts'
import {
  complianceFoundation,
  dataFoundation,
  demoDialog,
  demoSteps,
  frameworkSection,
  governanceDomains,
  governanceSection,
  hero,
  homeMeta,
  modelDiagram,
  servicesSection,
  tiers,
  tiles,
  trainingSection,
} from '../../content/home.ts'
import type { IconName } from '../../content/icon-names.ts'
import type { PageMetaCopy } from '../../content/page-copy.ts'
import {
  awarenessProgrammes,
  certifications,
  consultancyPackages,
  type AwarenessProgramme,
  type CertificationCourse,
  type ConsultancyPackage,
} from '../../content/training.ts'
import { paths } from '../../lib/paths.ts'

/** Strategic features a governance-domain card lists before its '+N more...' link. */
const SHOWN_STRATEGIC_FEATURES = 3

/** A registry icon as SVG markup (decorative: aria-hidden). */
export function iconMarkup(name: IconName, size = 24): string {
  return renderToStaticMarkup(createElement(AppIcon, { name, size }))
}

export interface HomeCard {
  title: string
  description: string
  href: string
}

export interface StrategicCard {
  title: string
  /** The first SHOWN_STRATEGIC_FEATURES features of the section. */
  features: string[]
  featureCount: number
}

const cards = (entries: readonly FrameworkEntry[], href: (title: string) => string): HomeCard[] =>
  entries.map(({ title, description }) => ({ title, description, href: href(title) }))

const serviceCards = {
  tactical: cards(tacticalSections, (title) => paths.tactical.getHref(title)),
  directory: cards(directoryServices, (title) => paths.directory.getHref(title)),
  operations: cards(operationsServices, (title) => paths.operations.getHref(title)),
  controls: cards(controlComponents, (title) => paths.controls.getHref(title)),
}

export function projectHomeContent() {
  return {
    meta: homeMeta satisfies PageMetaCopy,
    hero,
    tiles: tiles.map(({ icon, ...tile }) => ({ ...tile, icon: iconMarkup(icon) })),
    framework: frameworkSection,
    tiers,
    modelDiagram,
    dataFoundation: [...dataFoundation],
    complianceFoundation: { ...complianceFoundation, regimes: [...complianceFoundation.regimes] },
    governance: governanceSection,
    governanceDomains,
    strategic: strategicSections.map(({ title, features }) => ({
      title,
      features: features.slice(0, SHOWN_STRATEGIC_FEATURES),
      featureCount: features.length,
    })) satisfies StrategicCard[],
    services: {
      ...servicesSection,
      groups: servicesSection.groups.map((group) => ({
        ...group,
        cards: serviceCards[group.kind],
      })),
    },
    training: trainingSection,
    certifications: certifications.map(
      ({ title, fullTitle, icon, duration, price, inHousePrice }) => ({
        title,
        fullTitle,
        icon: iconMarkup(icon),
        duration,
        price,
        inHousePrice,
      }),
    ) satisfies (Pick<
      CertificationCourse,
      'title' | 'fullTitle' | 'duration' | 'price' | 'inHousePrice'
    > & { icon: string })[],
    consultancyPackages: consultancyPackages.map(({ title, price, description }) => ({
      title,
      price,
      description,
    })) satisfies Pick<ConsultancyPackage, 'title' | 'price' | 'description'>[],
    awarenessProgrammes: awarenessProgrammes.map(
      ({ title, description, duration, price, inHousePrice }) => ({
        title,
        description,
        duration,
        price,
        inHousePrice,
      }),
    ) satisfies Pick<
      AwarenessProgramme,
      'title' | 'description' | 'duration' | 'price' | 'inHousePrice'
    >[],
    demo: { ...demoDialog, steps: demoSteps },
  }
}

export type HomeContent = ReturnType<typeof projectHomeContent>

export const homeContent = projectHomeContent()
