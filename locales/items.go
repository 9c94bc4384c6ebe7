package locales

import "strings"

// The 2014 Russian text letters its items а, б, в, г ... in list order
// (the importer relabels them so), while rulings cite them by the Latin
// letter of the same place: "7.5 b" is "7.5 б", "12.9 f" is "12.9 е".

// latinItems are the item letters of rulings, in list order.
const latinItems = "abcdefgh"

// cyrillicItems are the Russian letters of the same places.
const cyrillicItems = "абвгдежз"

// ItemInText writes citation id as the reader of lang finds it in the
// text: "7.5 b" is "7.5 б" in Russian; other languages letter their items
// as the citation does.
func ItemInText(lang, id string) string {
	base, item, ok := strings.Cut(id, " ")
	if !ok || lang != "ru" || len(item) != 1 {
		return id
	}
	i := strings.Index(latinItems, item)
	if i < 0 {
		return id
	}
	return base + " " + string([]rune(cyrillicItems)[i])
}

// withItem names the item a 2014 citation points to in the article shown:
// the Russian reader is told which letter of his text it is.
func withItem(a ArticleText, lang, id string) ArticleText {
	shown := ItemInText(lang, id)
	if shown == id {
		return a
	}
	_, latin, _ := strings.Cut(id, " ")
	_, cyr, _ := strings.Cut(shown, " ")
	a.ID = shown
	note := "в ссылке пункт обозначен латинской буквой " + latin + "; в русском тексте это пункт " + cyr
	if a.Fallback != "" {
		note = a.Fallback + "; " + note
	}
	a.Fallback = note
	return a
}
