// What the home page shows of the framework and training content: titles, descriptions, the
// first strategic features and the card prices. This module runs at build time only (see
// scripts/build/build-time-data.ts): the browser gets its result as `virtual:home-content`,
// a few kilobytes of literals, instead of every content module the projection reads.
import { controlComponents } from '../../content/framework/controls.ts'
import { directoryServices } from '../../content/framework/directory.ts'
import { operationsServices } from '../../content/framework/operations.ts'
import { strategicSections, tacticalSections } from '../../content/framework/sections.ts'
import type { FrameworkEntry } from '../../content/framework/types.ts'
import { pageEntry, type PageEntry } from '../../content/pages.ts'
import {
  awarenessAttendees,
  awarenessProgrammes,
  certificationAttendees,
  certifications,
  consultancyPackages,
  type AwarenessProgramme,
  type CertificationCourse,
  type ConsultancyPackage,
} from '../../content/training.ts'

/** Strategic features a governance-domain card lists before its '+N more...' link. */
const SHOWN_STRATEGIC_FEATURES = 3

export interface HomeCard {
  title: string
  description: string
}

export interface StrategicCard {
  title: string
  /** The first SHOWN_STRATEGIC_FEATURES features of the section. */
  features: string[]
  featureCount: number
}

export interface HomeContent {
  meta: Pick<PageEntry, 'title' | 'description'>
  strategic: StrategicCard[]
  tactical: HomeCard[]
  directory: HomeCard[]
  operations: HomeCard[]
  controls: HomeCard[]
  certificationAttendees: string
  awarenessAttendees: string
  certifications: Pick<
    CertificationCourse,
    'title' | 'fullTitle' | 'icon' | 'duration' | 'price' | 'inHousePrice'
  >[]
  consultancyPackages: Pick<ConsultancyPackage, 'title' | 'price' | 'description'>[]
  awarenessProgrammes: Pick<
    AwarenessProgramme,
    'title' | 'description' | 'duration' | 'price' | 'inHousePrice'
  >[]
}

const cards = (entries: FrameworkEntry[]): HomeCard[] =>
  entries.map(({ title, description }) => ({ title, description }))

export function projectHomeContent(): HomeContent {
  const meta = pageEntry('/')
  if (!meta) throw new Error('content/pages.ts has no entry for "/"')
  return {
    meta: { title: meta.title, description: meta.description },
    strategic: strategicSections.map(({ title, features }) => ({
      title,
      features: features.slice(0, SHOWN_STRATEGIC_FEATURES),
      featureCount: features.length,
    })),
    tactical: cards(tacticalSections),
    directory: cards(directoryServices),
    operations: cards(operationsServices),
    controls: cards(controlComponents),
    certificationAttendees,
    awarenessAttendees,
    certifications: certifications.map(
      ({ title, fullTitle, icon, duration, price, inHousePrice }) => ({
        title,
        fullTitle,
        icon,
        duration,
        price,
        inHousePrice,
      }),
    ),
    consultancyPackages: consultancyPackages.map(({ title, price, description }) => ({
      title,
      price,
      description,
    })),
    awarenessProgrammes: awarenessProgrammes.map(
      ({ title, description, duration, price, inHousePrice }) => ({
        title,
        description,
        duration,
        price,
        inHousePrice,
      }),
    ),
  }
}

export const homeContent = projectHomeContent()
