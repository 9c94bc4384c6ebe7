package ui

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Chart colours: White's bars light with a dark edge, Black's dark.
var (
	whiteBar = color.NRGBA{0xE0, 0xE0, 0xE0, 0xFF}
	blackBar = color.NRGBA{0x30, 0x30, 0x30, 0xFF}
	barEdge  = color.NRGBA{0x60, 0x60, 0x60, 0xFF}
)

// TimeChart draws the seconds each player spent on each move: one pair of
// bars per move number, White's left, Black's right.
type TimeChart struct {
	widget.BaseWidget
	moves []MoveView
}

// NewTimeChart returns an empty chart.
func NewTimeChart() *TimeChart {
	c := &TimeChart{}
	c.ExtendBaseWidget(c)
	return c
}

// SetMoves shows the time spent on moves.
func (c *TimeChart) SetMoves(moves []MoveView) {
	c.moves = moves
	c.Refresh()
}

// CreateRenderer implements fyne.Widget.
func (c *TimeChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{chart: c, axis: canvas.NewLine(barEdge), label: canvas.NewText("", barEdge)}
	r.label.TextSize = 12
	r.Refresh()
	return r
}

type chartRenderer struct {
	chart *TimeChart
	axis  *canvas.Line
	label *canvas.Text // the longest time, at the top
	bars  []*canvas.Rectangle
}

func (r *chartRenderer) Destroy() {}

func (r *chartRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 120) }

func (r *chartRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(r.bars)+2)
	out = append(out, r.axis, r.label)
	for _, b := range r.bars {
		out = append(out, b)
	}
	return out
}

// longest is the most time spent on one move, at least a second.
func (r *chartRenderer) longest() time.Duration {
	top := time.Second
	for _, m := range r.chart.moves {
		top = max(top, m.TimeSpent)
	}
	return top
}

func (r *chartRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	base := size.Height - pad
	r.axis.Position1 = fyne.NewPos(pad, base)
	r.axis.Position2 = fyne.NewPos(size.Width-pad, base)
	r.label.Move(fyne.NewPos(pad, 0))
	n := (len(r.chart.moves) + 1) / 2
	if n == 0 {
		return
	}
	slot := (size.Width - 2*pad) / float32(n)
	width := fyne.Max(1, slot/2-1)
	usable := base - r.label.MinSize().Height - pad
	top := r.longest()
	for i, m := range r.chart.moves {
		h := usable * float32(m.TimeSpent) / float32(top)
		x := pad + float32(i/2)*slot + float32(i%2)*(width+1)
		r.bars[i].Move(fyne.NewPos(x, base-h))
		r.bars[i].Resize(fyne.NewSize(width, h))
	}
}

func (r *chartRenderer) Refresh() {
	moves := r.chart.moves
	for len(r.bars) < len(moves) {
		fill := whiteBar
		if len(r.bars)%2 == 1 {
			fill = blackBar
		}
		b := canvas.NewRectangle(fill)
		b.StrokeColor = barEdge
		b.StrokeWidth = 1
		r.bars = append(r.bars, b)
	}
	r.bars = r.bars[:len(moves)]
	r.label.Text = fmt.Sprintf("%d s", int(r.longest()/time.Second))
	r.Layout(r.chart.Size())
	canvas.Refresh(r.chart)
}
