package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// rowRenderer draws a board as one row of the wall's table: number, both
// players, both clocks, moves and the badges, in fixed shares of the width
// so that the columns line up from row to row.
func (t *Tile) rowRenderer() fyne.WidgetRenderer {
	clock := func(i int) fyne.CanvasObject { return container.NewHBox(t.running[i], t.clocks[i]) }
	name := func(i int) fyne.CanvasObject {
		return container.NewBorder(nil, nil, nil, container.NewCenter(t.vi[i]), t.players[i])
	}
	cells := []fyne.CanvasObject{t.number, name(0), name(1), clock(0), clock(1), t.moves, container.NewCenter(t.badges)}
	row := container.New(tableRow{}, cells...)
	t.content = container.NewStack(t.frame.box, row)
	return widget.NewSimpleRenderer(t.content)
}

// tableShares are the columns' shares of a row's width: number, White,
// Black, White's clock, Black's clock, moves, badges.
var tableShares = []float32{0.05, 0.26, 0.26, 0.1, 0.1, 0.07, 0.16}

// tableRow lays a row's cells out in tableShares, each centred vertically.
type tableRow struct{}

func (tableRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := size.Height / 8
	x := pad
	width := size.Width - 2*pad
	for i, o := range objects {
		w := width * tableShares[i]
		h := min(o.MinSize().Height, size.Height)
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		o.Resize(fyne.NewSize(w-pad, h))
		x += w
	}
}

func (tableRow) MinSize([]fyne.CanvasObject) fyne.Size { return cellSize(DensityTable, 1) }

// tableHeader is the row of column headers above the table, in the
// columns of tableRow.
func tableHeader(zoom float32) fyne.CanvasObject {
	head := func(s string) fyne.CanvasObject {
		l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	cells := []fyne.CanvasObject{
		head(lang.L("rounds.col.board")),
		head(sideKeyMark(White) + "  " + sideName(White)), head(sideKeyMark(Black) + "  " + sideName(Black)),
		head(lang.L("table.col.clock", map[string]any{"Side": sideKeyMark(White)})),
		head(lang.L("table.col.clock", map[string]any{"Side": sideKeyMark(Black)})),
		head(lang.L("table.col.moves")), head(lang.L("table.col.alerts")),
	}
	return container.New(tableHeaderRow{zoom}, cells...)
}

// tableHeaderRow is tableRow at the height of its labels.
type tableHeaderRow struct{ zoom float32 }

func (h tableHeaderRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	tableRow{}.Layout(objects, size)
}

func (h tableHeaderRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(cellSize(DensityTable, h.zoom).Width, objects[0].MinSize().Height)
}
