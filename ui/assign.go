package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// boardAssigner returns the backend's board assignment, if it has one.
func (c *Console) boardAssigner() (view.BoardAssigner, bool) {
	if c.backend == nil {
		return nil, false
	}
	a, ok := c.backend.(view.BoardAssigner)
	return a, ok
}

// showAssignBoards asks, for every arbiter of the event, the boards of the
// round he runs ("1-10, 12"), and stores them.
func (c *Console) showAssignBoards() {
	as, ok := c.boardAssigner()
	if !ok {
		return
	}
	var current []view.ArbiterBoards
	c.offUI(func() { current = as.Assignments() }, func() { c.askAssignments(as, current) })
}

// askAssignments is the form of showAssignBoards, on the assignments
// read.
func (c *Console) askAssignments(as view.BoardAssigner, current []view.ArbiterBoards) {
	if len(current) == 0 {
		c.notify(lang.L("assign.title"), lang.L("assign.none"))
		return
	}
	entries := make([]*dialogEntry, len(current))
	items := []*widget.FormItem{}
	for i, a := range current {
		entries[i] = c.keys.entry(false)
		entries[i].SetText(formatBoards(a.Boards))
		entries[i].SetPlaceHolder("1-10, 12")
		items = append(items, widget.NewFormItem(fmt.Sprintf("%s (%s)", a.Arbiter, lang.L("assign.role."+a.Role)), entries[i]))
	}
	var d *dialog.FormDialog
	save := func() {
		var plan []view.ArbiterBoards
		for i, a := range current {
			boards, err := parseBoards(entries[i].Text)
			if err != nil {
				c.ShowError(errorf("assign.err.list", map[string]any{"Arbiter": a.Arbiter, "Text": err.Error()}))
				return
			}
			plan = append(plan, view.ArbiterBoards{Arbiter: a.Arbiter, Boards: boards})
		}
		d.Hide()
		var err error
		c.command(func() { err = as.AssignBoards(plan) }, func() {
			if err != nil {
				c.ShowError(errorText(err))
			}
		})
	}
	d = dialog.NewForm(lang.L("assign.title"), lang.L("dialog.record"), lang.L("dialog.cancel"), items, func(ok bool) {
		if ok {
			save()
		}
	}, c.win)
	d.Resize(fyne.NewSize(620, float32(160+60*len(current))))
	c.keys.show(d, save)
	c.win.Canvas().Focus(entries[0]) // keyboard first: Tab goes on to the next arbiter
}

// formatBoards writes board numbers as ranges: 1-4, 7.
func formatBoards(ns []int) string {
	var parts []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", ns[i], ns[j]))
		} else {
			parts = append(parts, strconv.Itoa(ns[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// maxBoards bounds a typed board number: no event has more boards, and a
// slip such as "1-1000000000" must not fill the memory.
const maxBoards = 10000

// parseBoards reads "1-10, 12"; the error names the part it cannot read.
func parseBoards(text string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		lo, hi, isRange := strings.Cut(part, "-")
		from, err1 := strconv.Atoi(strings.TrimSpace(lo))
		to, err2 := from, error(nil)
		if isRange {
			to, err2 = strconv.Atoi(strings.TrimSpace(hi))
		}
		if err1 != nil || err2 != nil || from < 1 || from > to || to > maxBoards {
			return nil, fmt.Errorf("%q", part)
		}
		for n := from; n <= to; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

// roundMenuMore is the Round menu's items for typing pairings, assigning
// boards and the default time, each enabled when the backend has it.
func (c *Console) roundMenuMore(hasEvent bool) []*fyne.MenuItem {
	_, canType := c.pairingTyper()
	_, canAssign := c.boardAssigner()
	_, hasDefaults := c.defaultTimer()
	typed := fyne.NewMenuItem(lang.L("pairing.menu"), c.showTypePairings)
	typed.Disabled = !canType || !hasEvent
	assign := fyne.NewMenuItem(lang.L("assign.menu"), c.showAssignBoards)
	assign.Disabled = !canAssign || !hasEvent
	deflt := fyne.NewMenuItem(lang.L("default.menu"), c.showDefaultTime)
	deflt.Disabled = !hasDefaults || !hasEvent
	_, hasFeeds := c.feeds()
	eboards := fyne.NewMenuItem(lang.L("eboards.menu"), c.showEBoards)
	eboards.Disabled = !hasFeeds || !hasEvent
	items := append([]*fyne.MenuItem{fyne.NewMenuItemSeparator(), typed, assign, deflt}, c.liveRoundMenu(hasEvent)...)
	return append(items, fyne.NewMenuItemSeparator(), eboards)
}
