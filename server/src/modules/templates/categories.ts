import { type TemplateCategorySlug, templateCategories } from '@snipstack/contracts'

const categoryTitles = new Map<string, string>(templateCategories.map((category) => [category.slug, category.title]))

/** The title of a category slug, or undefined for a slug that names none. */
export const categoryTitle = (slug: string): string | undefined => categoryTitles.get(slug)

export const isTemplateCategorySlug = (slug: string): slug is TemplateCategorySlug => categoryTitles.has(slug)
