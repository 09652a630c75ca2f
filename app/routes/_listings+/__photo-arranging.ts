import { type DragEvent, useState } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

type ArrangingOptions = {
	/** How many photos the list has. */
	count: number
	/** Moves the photo at `from` to `to` in the form's list. */
	reorder: (from: number, to: number) => void
}

/**
 * Arranging the photos with JavaScript: a photo dragged by its handle and dropped on another
 * row takes that row's place (native drag events: the buttons stay for the keyboard), and each
 * move, addition and removal is announced to screen readers. Without JavaScript the page comes
 * back rearranged instead.
 */
export function usePhotoArranging({ count, reorder }: ArrangingOptions) {
	const hydrated = useHydrated()
	const [announcement, setAnnouncement] = useState('')
	const [dragged, setDragged] = useState<number | null>(null)
	const [dropTarget, setDropTarget] = useState<number | null>(null)

	const announceMove = (from: number, to: number) =>
		setAnnouncement(
			to === 0 ? `Photo ${from + 1} is now the cover photo` : `Photo ${from + 1} moved to place ${to + 1} of ${count}`,
		)

	function startDrag(event: DragEvent<HTMLElement>, index: number) {
		event.dataTransfer.effectAllowed = 'move'
		// Some browsers start a drag only with data set.
		event.dataTransfer.setData('text/plain', String(index + 1))
		const row = event.currentTarget.closest('li')
		if (row) event.dataTransfer.setDragImage(row, 24, 24)
		setDragged(index)
	}

	function dragOver(event: DragEvent<HTMLElement>, index: number) {
		if (dragged === null) return
		event.preventDefault()
		event.dataTransfer.dropEffect = 'move'
		if (dropTarget !== index) setDropTarget(index)
	}

	function drop(event: DragEvent<HTMLElement>, index: number) {
		if (dragged === null) return
		event.preventDefault()
		if (dragged !== index) {
			reorder(dragged, index)
			announceMove(dragged, index)
		}
		endDrag()
	}

	function endDrag() {
		setDragged(null)
		setDropTarget(null)
	}

	return {
		/** What a screen reader hears last, for a live region rendered from the start. */
		announcement,
		announceMove,
		announceAdded: (added: number) => setAnnouncement(`${added === 1 ? 'One photo' : `${added} photos`} added`),
		announceRemoved: (index: number) => setAnnouncement(`Photo ${index + 1} removed`),
		/** Photos are dragged with JavaScript only, and only where there are two to swap. */
		canDrag: hydrated && count > 1,
		isDragged: (index: number) => dragged === index,
		isDropTarget: (index: number) => dropTarget === index && dragged !== index,
		startDrag,
		dragOver,
		drop,
		endDrag,
	}
}

export type PhotoArrangement = ReturnType<typeof usePhotoArranging>
