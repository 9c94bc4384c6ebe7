package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// dangerButton is a button that takes no keyboard focus: Tab passes it
// by and neither Space nor Enter can press it, only a click. The
// default-time screen's "Confirm loss" is one, so that no key defaults a
// player who is sitting at the board (6.7.1).
type dangerButton struct {
	widget.BaseWidget
	label    string
	onTapped func()
}

func newDangerButton(label string, tapped func()) *dangerButton {
	b := &dangerButton{label: label, onTapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped runs the button's action.
func (b *dangerButton) Tapped(*fyne.PointEvent) {
	if b.onTapped != nil {
		b.onTapped()
	}
}

// CreateRenderer implements fyne.Widget.
func (b *dangerButton) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(themed(theme.ColorNameError))
	bg.CornerRadius = theme.InputRadiusSize()
	t := canvas.NewText(b.label, color.White)
	t.TextStyle.Bold = true
	t.TextSize = theme.TextSize()
	p := theme.InnerPadding()
	return widget.NewSimpleRenderer(container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(p/2, p/2, p, p), t)))
}

var _ fyne.Tappable = (*dangerButton)(nil)
