import { type ReactNode } from 'react'
import { Photo } from '../photo'

/** A box of a list page's side panel under its title; a navigation landmark named by the title when it holds links (`navId`). */
export function SidePanel({ title, navId, children }: { title: string; navId?: string; children: ReactNode }) {
	const box = 'card p-5'
	const heading = (
		<h2 id={navId} className="text-lg font-bold text-strong">
			{title}
		</h2>
	)
	return navId ? (
		<nav aria-labelledby={navId} className={box}>
			{heading}
			{children}
		</nav>
	) : (
		<div className={box}>
			{heading}
			{children}
		</div>
	)
}

/** An entry of a side panel's list (a recent post, a top-rated home): a small photo and, beside it, what it is. */
export function ThumbnailItem({ image, children }: { image: string | undefined; children: ReactNode }) {
	return (
		<li className="flex gap-3">
			<Photo src={image} sizes="80px" alt="" loading="lazy" className="h-14 w-20 shrink-0 rounded-lg object-cover" />
			<div className="min-w-0">{children}</div>
		</li>
	)
}
