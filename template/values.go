package template

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Pair is a member of an associative array (RFC 6570 §2.3): a name and
// its value. A []Pair is an associative array whose order is kept, as
// the RFC's examples write one: keys := [("semi",";"),("dot","."),
// ("comma",",")].
type Pair struct {
	Name, Value string
}

// Lookup is a source of variables: the value of the variable named name
// and whether it is defined.
type Lookup func(name string) (any, bool)

// kind is the kind of a variable's value.
type kind uint8

const (
	undefined kind = iota
	str
	list
	assoc
)

// value is a variable's value, converted.
type value struct {
	k     kind
	s     string   // str
	items []string // list: the members; assoc (from a map): name, value, name, value...
	pairs []Pair   // assoc, from a []Pair, when items is nil
}

// source gives the values of variables.
type source struct {
	m   map[string]any
	ms  map[string]string
	f   func(string) (any, bool)
	rv  reflect.Value // a struct
	idx map[string][]int
}

// init makes s the source of vars: nil, a map[string]any, a
// map[string]string, a Lookup or func(string) (any, bool), or a struct
// or a pointer to one.
func (s *source) init(vars any) error {
	switch v := vars.(type) {
	case nil:
		return nil
	case map[string]any:
		s.m = v
		return nil
	case map[string]string:
		s.ms = v
		return nil
	case Lookup:
		s.f = v
		return nil
	case func(string) (any, bool):
		s.f = v
		return nil
	}
	rv := reflect.ValueOf(vars)
	for rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return fmt.Errorf("variables of type %T: want a map[string]any, a map[string]string, a Lookup or a struct", vars)
	}
	s.rv, s.idx = rv, fieldsOf(rv.Type())
	return nil
}

// fields caches fieldsOf by type.
var fields sync.Map // reflect.Type → map[string][]int

// fieldsOf returns the variables of a struct type, by name: each
// exported field, named by its tag `uri:"name"` or else by its own name;
// the tag `uri:"-"` leaves a field out.
func fieldsOf(t reflect.Type) map[string][]int {
	if m, ok := fields.Load(t); ok {
		return m.(map[string][]int)
	}
	m := map[string][]int{}
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() || f.Anonymous {
			continue
		}
		name := f.Name
		if tag, ok := f.Tag.Lookup("uri"); ok {
			if tag == "-" {
				continue
			}
			name, _, _ = strings.Cut(tag, ",")
		}
		m[name] = f.Index
	}
	fields.Store(t, m)
	return m
}

// get returns the raw value of the variable named name, and whether the
// source has it.
func (s *source) get(name string) (any, bool) {
	switch {
	case s.m != nil:
		v, ok := s.m[name]
		return v, ok
	case s.ms != nil:
		v, ok := s.ms[name]
		return v, ok
	case s.f != nil:
		return s.f(name)
	case s.idx != nil:
		i, ok := s.idx[name]
		if !ok {
			return nil, false
		}
		f, err := s.rv.FieldByIndexErr(i)
		if err != nil { // through a nil embedded pointer
			return nil, false
		}
		return f.Interface(), true
	}
	return nil, false
}

// lookup sets *v to the value of the variable named name, converted.
func (s *source) lookup(name string, v *value) (err error) {
	var x any
	var ok bool
	if s.m != nil {
		x, ok = s.m[name]
	} else {
		x, ok = s.get(name)
	}
	if !ok {
		return nil
	}
	if sv, ok := x.(string); ok {
		v.k, v.s = str, sv
		return nil
	}
	*v, err = convert(x)
	return err
}

// convert converts x to a value (see the list above Expand).
func convert(x any) (value, error) {
	switch v := x.(type) {
	case nil:
		return value{}, nil
	case string:
		return value{k: str, s: v}, nil
	case []string:
		if len(v) == 0 {
			return value{}, nil
		}
		return value{k: list, items: v}, nil
	case []Pair:
		if len(v) == 0 {
			return value{}, nil
		}
		return value{k: assoc, pairs: v}, nil
	case map[string]string:
		keys := sortedKeys(v)
		if len(keys) == 0 {
			return value{}, nil
		}
		items := make([]string, 0, 2*len(keys))
		for _, k := range keys {
			items = append(items, k, v[k])
		}
		return value{k: assoc, items: items}, nil
	}
	if s, ok := scalar(x); ok {
		return value{k: str, s: s}, nil
	}
	rv := reflect.ValueOf(x)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return value{}, nil
		}
		return convert(rv.Elem().Interface())
	case reflect.Slice, reflect.Array:
		var items []string
		for i := range rv.Len() {
			m, err := member(rv.Index(i))
			if err != nil {
				return value{}, err
			}
			if m.k == str {
				items = append(items, m.s)
			}
		}
		if len(items) == 0 {
			return value{}, nil
		}
		return value{k: list, items: items}, nil
	case reflect.Map:
		if rv.Type().Key().Kind() != reflect.String {
			break
		}
		keys := make([]string, 0, rv.Len())
		for _, k := range rv.MapKeys() {
			keys = append(keys, k.String())
		}
		slices.Sort(keys)
		var items []string
		for _, k := range keys {
			m, err := member(rv.MapIndex(reflect.ValueOf(k).Convert(rv.Type().Key())))
			if err != nil {
				return value{}, err
			}
			if m.k == str {
				items = append(items, k, m.s)
			}
		}
		if len(items) == 0 {
			return value{}, nil
		}
		return value{k: assoc, items: items}, nil
	}
	return value{}, fmt.Errorf("value of type %T: want a string, a list or an associative array", x)
}

// member converts a member of a list or of an associative array: a
// string, or undefined.
func member(rv reflect.Value) (value, error) {
	if !rv.IsValid() || (rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface) && rv.IsNil() {
		return value{}, nil
	}
	v, err := convert(rv.Interface())
	if err == nil && v.k > str {
		err = fmt.Errorf("member of type %T: a member of a list or an associative array is a string", rv.Interface())
	}
	return v, err
}

// scalar formats the values that stand for strings.
func scalar(x any) (string, bool) {
	switch v := x.(type) {
	case bool:
		return strconv.FormatBool(v), true
	case int:
		return strconv.Itoa(v), true
	case int8, int16, int32, int64:
		return strconv.FormatInt(reflect.ValueOf(v).Int(), 10), true
	case uint, uint8, uint16, uint32, uint64, uintptr:
		return strconv.FormatUint(reflect.ValueOf(v).Uint(), 10), true
	case float32:
		return strconv.FormatFloat(float64(v), 'g', -1, 32), true
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64), true
	case fmt.Stringer:
		return v.String(), true
	}
	if rv := reflect.ValueOf(x); rv.Kind() == reflect.String {
		return rv.String(), true
	}
	return "", false
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
