//! A YAML tree that keeps every scalar's text as written (`-0` stays `-0`, hex stays
//! hex), built from the events of `yaml-rust2`'s parser.

use crate::error::ExecError;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::Marker;

/// A YAML node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// Absent, or an alias (not supported).
    Null,
    /// A scalar, as written.
    Scalar(String),
    /// A sequence.
    Seq(Vec<Node>),
    /// A mapping with scalar keys, in order.
    Map(Vec<(String, Node)>),
}

static NULL: Node = Node::Null;

impl Node {
    /// The value of `key` in a mapping ([`Node::Null`] if absent or not a mapping).
    pub fn get(&self, key: &str) -> &Node {
        match self {
            Node::Map(entries) => entries
                .iter()
                .find(|(k, _)| k == key)
                .map_or(&NULL, |(_, v)| v),
            _ => &NULL,
        }
    }

    /// Whether the node is absent.
    pub fn is_null(&self) -> bool {
        matches!(self, Node::Null)
    }
}

#[derive(Default)]
struct Builder {
    stack: Vec<(Node, Option<String>)>,
    docs: Vec<Node>,
    depth_error: bool,
}

const MAX_DEPTH: usize = 64;

impl Builder {
    fn add(&mut self, node: Node) {
        match self.stack.last_mut() {
            None => self.docs.push(node),
            Some((Node::Seq(items), _)) => items.push(node),
            Some((Node::Map(entries), pending)) => match pending.take() {
                None => {
                    let key = match node {
                        Node::Scalar(s) => s,
                        _ => String::new(),
                    };
                    *pending = Some(key);
                }
                Some(key) => entries.push((key, node)),
            },
            Some(_) => {}
        }
    }

    fn open(&mut self, node: Node) {
        if self.stack.len() >= MAX_DEPTH {
            self.depth_error = true;
        }
        self.stack.push((node, None));
    }

    fn close(&mut self) {
        if let Some((node, _)) = self.stack.pop() {
            self.add(node);
        }
    }
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, ev: Event, _mark: Marker) {
        match ev {
            Event::Scalar(text, ..) => self.add(Node::Scalar(text)),
            Event::SequenceStart(..) => self.open(Node::Seq(Vec::new())),
            Event::MappingStart(..) => self.open(Node::Map(Vec::new())),
            Event::SequenceEnd | Event::MappingEnd => self.close(),
            Event::Alias(_) => self.add(Node::Null),
            _ => {}
        }
    }
}

/// The documents of `text`.
pub fn load(text: &str) -> Result<Vec<Node>, ExecError> {
    let mut b = Builder::default();
    Parser::new_from_str(text)
        .load(&mut b, true)
        .map_err(|e| ExecError::pipeline(format!("YAML: {e}")))?;
    if b.depth_error {
        return Err(ExecError::pipeline("YAML nested too deeply"));
    }
    Ok(b.docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_keep_their_text() {
        let d = load("a: [ -0, 0x10, nan ]\nb: { c: 1 }\n").unwrap();
        assert_eq!(
            d[0].get("a"),
            &Node::Seq(vec![
                Node::Scalar("-0".into()),
                Node::Scalar("0x10".into()),
                Node::Scalar("nan".into())
            ])
        );
        assert_eq!(d[0].get("b").get("c"), &Node::Scalar("1".into()));
        assert!(d[0].get("z").is_null());
        assert!(load(&"[".repeat(200)).is_err());
    }
}
