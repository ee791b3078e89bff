import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'

export interface WindowVirtualListProps<T> {
  items: readonly T[]
  getKey: (item: T) => string | number
  /** Expected row height in px; rows are measured once shown. */
  estimateSize: number
  /** Space between rows in px. */
  gap?: number
  renderItem: (item: T, index: number) => ReactNode
  label: string
}

/**
 * A list that scrolls with the page and renders only the rows near the viewport, so a
 * kiosk with 1,000 players stays fast on a phone. Rows may have any height.
 */
export function WindowVirtualList<T>({
  items,
  getKey,
  estimateSize,
  gap = 0,
  renderItem,
  label,
}: WindowVirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)

  // The list's distance from the top of the page, kept current as content above it changes.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const update = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY))
    update()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index]),
    overscan: 4,
    gap,
    scrollMargin,
  })

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      <VirtualRows virtualizer={virtualizer} items={items} renderItem={renderItem} offset={scrollMargin} />
    </div>
  )
}

export interface BoxVirtualListProps<T> extends WindowVirtualListProps<T> {
  /** The box's height limit (CSS); the rows scroll inside it. */
  maxHeight: string
}

/**
 * The same list in a box of its own that scrolls inside the page: for a feed that grows fast (a
 * battle's gifts) above content that must stay within reach.
 */
export function BoxVirtualList<T>({
  items,
  getKey,
  estimateSize,
  gap = 0,
  renderItem,
  label,
  maxHeight,
}: BoxVirtualListProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null)
  // The compiler skips memoising this component (the virtualizer's functions change every render): intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => boxRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index]),
    overscan: 4,
    gap,
  })
  return (
    <div ref={boxRef} style={{ maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <div role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        <VirtualRows virtualizer={virtualizer} items={items} renderItem={renderItem} offset={0} />
      </div>
    </div>
  )
}

/** The rows a virtualizer shows, placed at their measured offsets. */
function VirtualRows<T>({
  virtualizer,
  items,
  renderItem,
  offset,
}: {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element>
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  offset: number
}) {
  return virtualizer.getVirtualItems().map((row) => (
    <div
      key={row.key}
      role="listitem"
      data-index={row.index}
      ref={virtualizer.measureElement}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${row.start - offset}px)`,
      }}
    >
      {renderItem(items[row.index], row.index)}
    </div>
  ))
}
