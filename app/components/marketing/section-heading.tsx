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
