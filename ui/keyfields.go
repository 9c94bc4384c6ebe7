package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The fields of a dialog other than entries that pass Enter and Esc on to
// the dialog (keys.go): Fyne gives a key to the focused widget only, and
// its radio groups, selects and checks drop both.

// keyRadio is a radio group that takes the keyboard itself: the whole
// group is one focus stop, Left/Up and Right/Down move the choice, Space
// keeps it, Enter confirms and Esc closes the dialog. Fyne's RadioGroup
// gives the focus to items that swallow Enter and Esc.
type keyRadio struct {
	widget.DisableableWidget
	Options    []string
	Selected   string
	Horizontal bool
	OnChanged  func(string)

	keys    *dialogKeys
	focused bool
}

func (k *dialogKeys) radio(options []string) *keyRadio {
	r := &keyRadio{Options: options, keys: k}
	r.ExtendBaseWidget(r)
	return r
}

// SetSelected chooses option (one of Options, or "" for none).
func (r *keyRadio) SetSelected(option string) {
	if option == r.Selected {
		return
	}
	r.Selected = option
	r.Refresh()
	if r.OnChanged != nil {
		r.OnChanged(option)
	}
}

// SelectedIndex is the index of the choice in Options, -1 for none.
func (r *keyRadio) SelectedIndex() int {
	for i, o := range r.Options {
		if o == r.Selected {
			return i
		}
	}
	return -1
}

func (r *keyRadio) move(step int) {
	if r.Disabled() || len(r.Options) == 0 {
		return
	}
	i := (r.SelectedIndex() + step + len(r.Options)) % len(r.Options)
	r.SetSelected(r.Options[i])
}

// FocusGained shows the focus.
func (r *keyRadio) FocusGained() { r.focused = true; r.Refresh() }

// FocusLost hides it.
func (r *keyRadio) FocusLost() { r.focused = false; r.Refresh() }

// TypedRune keeps the choice on Space, as Fyne's radio does.
func (r *keyRadio) TypedRune(rune) {}

// TypedKey moves the choice with the arrows and passes Enter and Esc on
// to the dialog.
func (r *keyRadio) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		r.move(-1)
	case fyne.KeyRight, fyne.KeyDown:
		r.move(1)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
		if r.keys != nil {
			r.keys.dialogKey(ev)
		}
	}
}

// CreateRenderer draws one tappable item per option.
func (r *keyRadio) CreateRenderer() fyne.WidgetRenderer {
	box := container.NewVBox()
	if r.Horizontal {
		box = container.NewHBox()
	}
	focus := canvas.NewRectangle(theme.Color(theme.ColorNameFocus))
	rr := &keyRadioRenderer{radio: r, box: box, focus: focus}
	rr.Refresh()
	return rr
}

type keyRadioRenderer struct {
	radio *keyRadio
	box   *fyne.Container
	focus *canvas.Rectangle
	items []*keyRadioItem
}

func (rr *keyRadioRenderer) Layout(size fyne.Size) {
	rr.focus.Resize(size)
	rr.box.Resize(size)
}

func (rr *keyRadioRenderer) MinSize() fyne.Size { return rr.box.MinSize() }
func (rr *keyRadioRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{rr.focus, rr.box}
}
func (rr *keyRadioRenderer) Destroy() {}

func (rr *keyRadioRenderer) Refresh() {
	r := rr.radio
	for len(rr.items) < len(r.Options) {
		item := &keyRadioItem{radio: r, index: len(rr.items)}
		item.ExtendBaseWidget(item)
		rr.items = append(rr.items, item)
	}
	rr.items = rr.items[:len(r.Options)]
	objects := make([]fyne.CanvasObject, len(rr.items))
	for i, item := range rr.items {
		item.label.Text = r.Options[i]
		item.checked = r.Options[i] == r.Selected
		objects[i] = item
		item.Refresh()
	}
	rr.box.Objects = objects
	rr.box.Refresh()
	rr.focus.FillColor = theme.Color(theme.ColorNameFocus)
	rr.focus.Hidden = !r.focused
	rr.focus.Refresh()
}

// keyRadioItem is one option: the radio icon and its label; tapping it
// chooses it and focuses the group.
type keyRadioItem struct {
	widget.BaseWidget
	radio   *keyRadio
	index   int
	checked bool
	label   widget.Label
	icon    *widget.Icon
}

func (i *keyRadioItem) Tapped(*fyne.PointEvent) {
	r := i.radio
	if r.Disabled() {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(r); c != nil {
		c.Focus(r)
	}
	r.SetSelected(r.Options[i.index])
}

func (i *keyRadioItem) CreateRenderer() fyne.WidgetRenderer {
	i.icon = widget.NewIcon(theme.RadioButtonIcon())
	i.label.ExtendBaseWidget(&i.label)
	i.update()
	return widget.NewSimpleRenderer(container.NewHBox(i.icon, &i.label))
}

func (i *keyRadioItem) Refresh() {
	i.update()
	i.BaseWidget.Refresh()
}

func (i *keyRadioItem) update() {
	if i.icon == nil {
		return
	}
	res := theme.RadioButtonIcon()
	if i.checked {
		res = theme.RadioButtonCheckedIcon()
	}
	if i.radio.Disabled() {
		res = theme.NewDisabledResource(res)
	}
	i.icon.SetResource(res)
	i.label.Refresh()
}

// dialogCheck is a check box that passes Enter and Esc on to the dialog.
type dialogCheck struct {
	widget.Check
	keys *dialogKeys
}

func (k *dialogKeys) check(label string, changed func(bool)) *dialogCheck {
	c := &dialogCheck{keys: k}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

func (c *dialogCheck) TypedKey(ev *fyne.KeyEvent) {
	if !c.keys.dialogKey(ev) {
		c.Check.TypedKey(ev)
	}
}

// dialogSelect is a drop-down that passes Enter and Esc on to the dialog.
type dialogSelect struct {
	widget.Select
	keys *dialogKeys
}

func (k *dialogKeys) selectBox(options []string) *dialogSelect {
	s := &dialogSelect{keys: k}
	s.Options = options
	s.ExtendBaseWidget(s)
	return s
}

func (s *dialogSelect) TypedKey(ev *fyne.KeyEvent) {
	if !s.keys.dialogKey(ev) {
		s.Select.TypedKey(ev)
	}
}
