import { type ReactNode } from 'react'

type Props = {
	id: string
	eyebrow?: string
	title: ReactNode
	text?: ReactNode
	align?: 'left' | 'center'
	/** Heading level: sections of a page are h2, sections inside those h3. */
	level?: 2 | 3
	tone?: 'default' | 'inverse'
	children?: ReactNode
}

/** The small label, title and lead text that open a section. */
export function SectionHeading({
	id,
	eyebrow,
	title,
	text,
	align = 'left',
	level = 2,
	tone = 'default',
	children,
}: Props) {
	const Heading = `h${level}` as const
	const inverse = tone === 'inverse'
	return (
		<div
			className={`flex flex-col gap-3 ${align === 'center' ? 'mx-auto max-w-2xl items-center text-center' : 'max-w-2xl'}`}
		>
			{eyebrow ? (
				<p
					className={`text-sm font-semibold tracking-wider uppercase ${inverse ? 'text-brand-200' : 'text-brand-700 dark:text-brand-300'}`}
				>
					{eyebrow}
				</p>
			) : null}
			<Heading
				id={id}
				className={`text-3xl font-bold tracking-tight sm:text-4xl ${inverse ? 'text-white' : 'text-slate-900 dark:text-white'}`}
			>
				{title}
			</Heading>
			{text ? (
				<p className={`text-lg ${inverse ? 'text-brand-50' : 'text-slate-600 dark:text-slate-300'}`}>{text}</p>
			) : null}
			{children}
		</div>
	)
}

type SectionProps = Omit<Props, 'tone' | 'children'> & {
	/** `band`: a grey band the width of the page, its content in the page's column; `plain`: in the column. */
	background?: 'plain' | 'band'
	/** More under the heading's text. */
	intro?: ReactNode
	/** Beside the heading, at its right (arrow buttons, a link to all of them); `null` keeps the row for one to come. */
	action?: ReactNode
	/** More classes for the column that holds the heading and the content. */
	className?: string
	children: ReactNode
}

/** A section of a marketing page, opened by its SectionHeading, which names it (aria-labelledby). */
export function Section({ background = 'plain', intro, action, className, children, ...heading }: SectionProps) {
	const more = className ? ` ${className}` : ''
	const opening = <SectionHeading {...heading}>{intro}</SectionHeading>
	const content = (
		<>
			{action !== undefined ? (
				<div className="flex flex-wrap items-end justify-between gap-6">
					{opening}
					{action}
				</div>
			) : (
				opening
			)}
			{children}
		</>
	)
	if (background === 'band')
		return (
			<section aria-labelledby={heading.id} className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
				<div className={`container-page${more}`}>{content}</div>
			</section>
		)
	return (
		<section aria-labelledby={heading.id} className={`container-page py-16 sm:py-20${more}`}>
			{content}
		</section>
	)
}
