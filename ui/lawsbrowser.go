package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Editions are the Laws editions the browser offers.
var Editions = []string{"2014", "2017", "2018"}

// LawsBrowser reads the Laws: an edition, a table of contents or search
// results, and the chosen article in two languages side by side.
type LawsBrowser struct {
	backend  view.Laws
	win      fyne.Window
	edition  *widget.Select
	langs    [2]*widget.Select
	search   *widget.Entry
	list     *widget.List
	entries  []ArticleView // contents or search results
	selected string        // article id shown
	panes    [2]*fyne.Container
}

// ShowLaws opens the Laws browser, or brings it forward.
func (c *Console) ShowLaws() {
	if c.laws != nil {
		c.laws.RequestFocus()
		return
	}
	ev, _ := c.backend.Event()
	lb := NewLawsBrowser(c.app, c.backend, ev.Edition, c.arbiterLanguage())
	c.laws = lb.win
	lb.win.SetOnClosed(func() { c.laws = nil })
	lb.win.Show()
}

// NewLawsBrowser builds the browser on edition, the left pane in language
// and the right one in English (French when language is English).
func NewLawsBrowser(a fyne.App, b view.Laws, edition, language string) *LawsBrowser {
	lb := &LawsBrowser{backend: b}
	lb.win = a.NewWindow(lang.L("laws.title"))
	if edition == "" {
		edition = Editions[len(Editions)-1]
	}
	other := "en"
	if language == "en" {
		other = "fr"
	}
	lb.edition = widget.NewSelect(Editions, func(string) { lb.reload() })
	lb.langs[0] = widget.NewSelect(Languages, func(string) { lb.reload() })
	lb.langs[1] = widget.NewSelect(Languages, func(string) { lb.showArticle() })
	lb.search = widget.NewEntry()
	lb.search.SetPlaceHolder(lang.L("laws.search"))
	lb.search.OnChanged = func(string) { lb.reload() }
	lb.list = widget.NewList(func() int { return len(lb.entries) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			e := lb.entries[i]
			title := e.Heading
			if title == "" {
				title = e.Text // search results carry the text; contents may lack headings
			}
			o.(*widget.Label).SetText(strings.TrimSpace(e.ID + "  " + title))
		})
	lb.list.OnSelected = func(i widget.ListItemID) {
		lb.selected = lb.entries[i].ID
		lb.showArticle()
	}
	for i := range lb.panes {
		lb.panes[i] = container.NewVBox()
	}
	toolbar := container.NewHBox(
		widget.NewLabel(lang.L("laws.edition")), lb.edition,
		widget.NewLabel(lang.L("laws.languages")), lb.langs[0], lb.langs[1])
	panes := container.NewHSplit(container.NewVScroll(container.NewPadded(lb.panes[0])), container.NewVScroll(container.NewPadded(lb.panes[1])))
	left := container.NewBorder(lb.search, nil, nil, nil, lb.list)
	split := container.NewHSplit(left, panes)
	split.Offset = 0.25
	lb.win.SetContent(container.NewBorder(toolbar, nil, nil, nil, split))
	lb.win.Resize(fyne.NewSize(1400, 900))

	lb.edition.SetSelected(edition)
	lb.langs[0].SetSelected(language)
	lb.langs[1].SetSelected(other)
	return lb
}

// Window returns the browser's window.
func (lb *LawsBrowser) Window() fyne.Window { return lb.win }

// reload fills the list with the contents, or with the search results
// when a query is typed.
func (lb *LawsBrowser) reload() {
	if lb.langs[0] == nil || lb.langs[1] == nil || lb.edition.Selected == "" || lb.langs[0].Selected == "" {
		return // still being built
	}
	if q := strings.TrimSpace(lb.search.Text); q != "" {
		lb.entries = lb.backend.SearchLaws(lb.edition.Selected, lb.langs[0].Selected, q)
	} else {
		lb.entries = lb.backend.Contents(lb.edition.Selected, lb.langs[0].Selected)
	}
	lb.list.UnselectAll()
	lb.list.Refresh()
	lb.showArticle()
}

// showArticle shows the selected article in both languages.
func (lb *LawsBrowser) showArticle() {
	for i, pane := range lb.panes {
		if pane == nil || lb.langs[i] == nil {
			return
		}
		pane.RemoveAll()
		if lb.selected == "" || lb.langs[i].Selected == "" {
			continue
		}
		pane.Add(articleCard(lb.backend, lb.edition.Selected, lb.langs[i].Selected, lb.selected, theme.SizeNameText))
	}
}

// Select shows article id, as a tap in the list would.
func (lb *LawsBrowser) Select(id string) {
	for i, e := range lb.entries {
		if e.ID == id {
			lb.list.Select(i)
			return
		}
	}
	lb.selected = id
	lb.showArticle()
}
