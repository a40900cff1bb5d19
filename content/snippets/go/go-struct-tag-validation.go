package validate

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Errors lists every failed rule, so an API can report all problems at once.
type Errors []string

func (e Errors) Error() string { return strings.Join(e, "; ") }

// Struct checks tags such as `validate:"required,min=3,max=40"` and
// `validate:"oneof=admin|editor"` on a struct or a pointer to one.
func Struct(v any) error {
	rv := reflect.Indirect(reflect.ValueOf(v))
	var errs Errors
	for i := 0; i < rv.NumField(); i++ {
		tag := rv.Type().Field(i).Tag.Get("validate")
		for _, rule := range strings.Split(tag, ",") {
			if msg := check(rv.Field(i), rule); msg != "" {
				errs = append(errs, rv.Type().Field(i).Name+" "+msg)
			}
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

func check(v reflect.Value, rule string) string {
	op, arg, _ := strings.Cut(rule, "=")
	// min and max compare a number's value, or the length of text (in
	// characters, not bytes) and of slices and maps.
	size, _ := strconv.ParseFloat(fmt.Sprint(v.Interface()), 64)
	switch v.Kind() {
	case reflect.String:
		size = float64(utf8.RuneCountInString(v.String()))
	case reflect.Slice, reflect.Map:
		size = float64(v.Len())
	}
	limit, _ := strconv.ParseFloat(arg, 64)
	switch {
	case op == "required" && v.IsZero():
		return "is required"
	case op == "min" && size < limit:
		return "must be at least " + arg
	case op == "max" && size > limit:
		return "must be at most " + arg
	case op == "oneof" && !strings.Contains("|"+arg+"|", "|"+fmt.Sprint(v.Interface())+"|"):
		return "must be one of " + strings.ReplaceAll(arg, "|", ", ")
	case op != "" && !strings.Contains("|required|min|max|oneof|", "|"+op+"|"):
		panic("validate: unknown rule " + strconv.Quote(op)) // a typo must not pass silently
	}
	return ""
}
