// Writes each sample body as Go's encoding/json does, for the dialect fixtures: a map (sorted
// keys) and an ordered value standing in for a struct (fields in declaration order).
package main

import (
	"bytes"
	"encoding/json"
	"os"
)

type ordered struct{ raw json.RawMessage }

// MarshalJSON writes members in their original order; json.Marshal then applies its own
// compaction and HTML escaping to the result, and MarshalIndent its own indentation.
func (o ordered) MarshalJSON() ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(o.raw))
	dec.UseNumber()
	var buf bytes.Buffer
	if err := copyValue(dec, &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func copyValue(dec *json.Decoder, buf *bytes.Buffer) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch t := tok.(type) {
	case json.Delim:
		buf.WriteString(t.String())
		closing := map[json.Delim]string{'{': "}", '[': "]"}[t]
		for i := 0; dec.More(); i++ {
			if i > 0 {
				buf.WriteByte(',')
			}
			if t == '{' {
				key, _ := dec.Token()
				k, _ := json.Marshal(key)
				buf.Write(k)
				buf.WriteByte(':')
			}
			if err := copyValue(dec, buf); err != nil {
				return err
			}
		}
		dec.Token()
		buf.WriteString(closing)
	default:
		b, _ := json.Marshal(t)
		buf.Write(b)
	}
	return nil
}

func main() {
	raw, _ := os.ReadFile(os.Args[1])
	var samples []string
	json.Unmarshal(raw, &samples)
	out := map[string][]string{}
	for _, s := range samples {
		var m interface{}
		d := json.NewDecoder(bytes.NewReader([]byte(s)))
		d.UseNumber()
		d.Decode(&m)
		o := ordered{json.RawMessage(s)}
		add := func(name string, b []byte, err error) {
			if err != nil {
				panic(err)
			}
			out[name] = append(out[name], string(b))
		}
		b, err := json.Marshal(o)
		add("go-marshal", b, err)
		b, err = json.Marshal(m)
		add("go-marshal-map", b, err)
		b, err = json.MarshalIndent(o, "", "  ")
		add("go-indent", b, err)
		b, err = json.MarshalIndent(m, "", "  ")
		add("go-indent-map", b, err)
		b, err = json.MarshalIndent(o, "", "\t")
		add("go-indent-tab", b, err)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.Encode(out)
}
