import { useEffect, useId, useRef } from 'react'

export function Modal({ open, onClose, title, description, children }) {
  const dialogRef = useRef(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    if (open && !dialog.open) {
      const previouslyFocused = document.activeElement
      dialog.showModal() // traps focus, makes the page inert, enables Escape
      return () => {
        if (dialog.open) dialog.close()
        if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
      }
    }
    return undefined
  }, [open])

  const handleCancel = (event) => {
    event.preventDefault() // let the parent decide; it will set open=false
    onClose()
  }

  const handleClick = (event) => {
    // A click on the dialog element itself (not its content) is a backdrop click.
    if (event.target === dialogRef.current) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      <div className="modal__content">
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
        <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
    </dialog>
  )
}
