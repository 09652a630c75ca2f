import { Link } from '@remix-run/react'
import { useRef } from 'react'
import { Icon } from '~/components/icon'
import { marketingImages } from '~/content/images'
import { processSteps } from '~/content/services'
import { useHydrated } from '~/utils/use-hydrated'
import { MarketingPicture } from './marketing-picture'

type Props = { id?: string; title?: string; text?: string; variant?: 'banner' | 'block' }

/**
 * The "what we do" picture with a play button. There is no film to play: the button opens
 * a short walk through our way of working (without JavaScript, it links to the about page).
 */
export function VideoBlock({
	id = 'video-title',
	title = 'See how we work, from first call to moving day',
	text = 'Four steps, one team and a weekly update in plain language. Here is what working with Homestead looks like.',
	variant = 'block',
}: Props) {
	const hydrated = useHydrated()
	const dialog = useRef<HTMLDialogElement>(null)
	const poster = marketingImages.videoPoster
	const playClass = 'group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]'
	const playIcon = (
		<span className="flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-2xl ring-8 ring-white/30 transition group-hover:scale-110 motion-reduce:transition-none sm:size-24">
			<Icon name="play" className="ml-1 size-8 fill-current sm:size-10" />
		</span>
	)

	const picture = (
		<div className="relative overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-200 dark:ring-slate-800">
			<MarketingPicture
				image={poster}
				sizes="(min-width: 1024px) 1100px, 100vw"
				alt="A street of Homestead homes at golden hour"
				className="aspect-video w-full object-cover"
			/>
			<span className="absolute inset-0 bg-slate-950/25" aria-hidden />
			{hydrated ? (
				<button type="button" className={playClass} onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
					{playIcon}
					<span className="sr-only">How we work, in four steps</span>
				</button>
			) : (
				<Link to="/about-us" className={playClass}>
					{playIcon}
					<span className="sr-only">How we work: read our story</span>
				</Link>
			)}
		</div>
	)

	return (
		<section
			aria-labelledby={id}
			className={
				variant === 'banner'
					? 'bg-slate-900 py-16 text-white sm:py-20 dark:bg-slate-900'
					: 'container-page py-16 sm:py-20'
			}
		>
			<div className={variant === 'banner' ? 'container-page' : ''}>
				<div className="mx-auto max-w-2xl text-center">
					<p
						className={`text-sm font-semibold tracking-wider uppercase ${variant === 'banner' ? 'text-brand-300' : 'text-brand-700 dark:text-brand-300'}`}
					>
						What we do
					</p>
					<h2
						id={id}
						className={`mt-3 text-3xl font-bold tracking-tight sm:text-4xl ${variant === 'banner' ? 'text-white' : 'text-slate-900 dark:text-white'}`}
					>
						{title}
					</h2>
					<p
						className={`mt-3 text-lg ${variant === 'banner' ? 'text-slate-200' : 'text-slate-600 dark:text-slate-300'}`}
					>
						{text}
					</p>
				</div>
				<div className="mx-auto mt-10 max-w-5xl">{picture}</div>
			</div>
			{hydrated ? (
				// A click on the backdrop closes the dialog too; from the keyboard, Escape and the Close button do.
				// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
				<dialog
					ref={dialog}
					aria-labelledby={`${id}-dialog`}
					className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
					onClick={(event) => {
						if (event.target === event.currentTarget) event.currentTarget.close()
					}}
				>
					<div className="p-6 sm:p-8">
						<div className="flex items-start justify-between gap-4">
							<h3 id={`${id}-dialog`} className="text-2xl font-bold text-strong">
								How we work, in four steps
							</h3>
							<button
								type="button"
								onClick={() => dialog.current?.close()}
								className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 dark:hover:bg-slate-800"
								aria-label="Close"
							>
								<Icon name="x" className="size-5" />
							</button>
						</div>
						<ol className="mt-6 space-y-4">
							{processSteps.map((step, index) => (
								<li key={step.title} className="flex gap-4">
									<span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
										{index + 1}
									</span>
									<span>
										<span className="block font-semibold text-strong">{step.title}</span>
										<span className="text-sm text-muted">{step.text}</span>
									</span>
								</li>
							))}
						</ol>
						<Link to="/about-us" className="mt-8 btn-primary w-full" onClick={() => dialog.current?.close()}>
							Read our story
							<Icon name="arrow-right" className="size-4" />
						</Link>
					</div>
				</dialog>
			) : null}
		</section>
	)
}
