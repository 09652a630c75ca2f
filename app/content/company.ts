import { siteContent } from './site-content'

/** Who Homestead is and how to reach it: one place for the figures and addresses the pages repeat (app/content/site.json). */
export const company = siteContent.company

type Figure = { value: string; label: string }

/** The three figures under the home page headline: the operator's own claims. */
export const heroFigures: Figure[] = siteContent.heroFigures

/** The four-figure band of the home and about pages. */
export const statBand: Figure[] = siteContent.statBand

export type Skill = { label: string; percent: number }

/** What the about and services pages measure themselves by. */
export const skills: Skill[] = siteContent.skills

export const aboutParagraphs = siteContent.about.paragraphs

export const aboutHighlights = siteContent.about.highlights
